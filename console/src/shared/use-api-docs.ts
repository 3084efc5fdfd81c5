import { useQuery } from '@tanstack/react-query';

interface Schema {
  properties?: Record<string, Schema>;
  propertyNames?: { enum?: string[] };
  enum?: string[];
  $ref?: string;
}

interface OpenApi {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
  components?: { schemas?: Record<string, Schema> };
}

/** The module names a role's permissions take, as /api/docs describes POST /api/roles. */
export function permissionModules(doc: OpenApi): string[] {
  const resolve = (s: Schema | undefined): Schema | undefined =>
    s?.$ref ? doc.components?.schemas?.[s.$ref.split('/').pop()!] : s;
  const body = resolve(doc.paths['/api/roles']?.post?.requestBody?.content?.['application/json']?.schema);
  const permissions = resolve(body?.properties?.permissions);
  return permissions?.propertyNames?.enum ?? Object.keys(permissions?.properties ?? {});
}

/**
 * The permission catalogue read from the public OpenAPI document, so that
 * a module added to the API appears in the matrix without a console change.
 */
export function usePermissionModules(): string[] {
  const { data } = useQuery({
    queryKey: ['api-docs', 'permission-modules'],
    queryFn: async () => {
      const res = await fetch('/api/docs', { credentials: 'omit' });
      if (!res.ok) throw new Error(`/api/docs answered ${res.status}`);
      return permissionModules((await res.json()) as OpenApi);
    },
    staleTime: Infinity,
  });
  return data ?? [];
}
