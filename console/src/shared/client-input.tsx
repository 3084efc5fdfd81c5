import { AutocompleteInput, ReferenceField, ReferenceInput, required } from 'react-admin';

/** Choose a client by typing part of its name (the clients list's search). */
export function ClientInput({ disabled }: { disabled?: boolean }) {
  return (
    <ReferenceInput source="client_id" reference="clients" sort={{ field: 'company_name', order: 'ASC' }}>
      <AutocompleteInput
        label="Client"
        optionText="company_name"
        filterToQuery={(q: string) => ({ q })}
        validate={required()}
        disabled={disabled}
        sx={{ minWidth: 280 }}
      />
    </ReferenceInput>
  );
}

/** The client's name, linking to it. */
export function ClientField() {
  return <ReferenceField source="client_id" reference="clients" label="Client" link="show" sortable={false} />;
}
