import { ChipField, ReferenceArrayField, SingleFieldList } from 'react-admin';

/** Users named by their ids (assignees, recipients), as chips of their first names. */
export function UserChips({ source, label }: { source: string; label: string }) {
  return (
    <ReferenceArrayField source={source} reference="team" label={label} sortable={false}>
      <SingleFieldList linkType={false}>
        <ChipField source="first_name" size="small" />
      </SingleFieldList>
    </ReferenceArrayField>
  );
}
