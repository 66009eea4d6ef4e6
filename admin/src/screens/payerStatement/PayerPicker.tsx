import { clubMembers } from '@club/schema/resources/clubMembers';
import { parents } from '@club/schema/resources/parents';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useGetList, useGetOne, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { resourceNameFor } from '../../resources/names';
import type { PayerKind } from '@club/schema';

const RESOURCES: Record<PayerKind, string> = { member: resourceNameFor(clubMembers.name), parent: resourceNameFor(parents.name) };

/** A person's name in the reader's language. */
export const personName = (person: Record<string, unknown> | undefined, locale: string): string =>
  String((locale === 'ar' ? person?.fullNameAr ?? person?.nameAr : person?.fullName ?? person?.name) ?? person?.fullName ?? person?.name ?? '');

/** The member or parent whose statement is shown: typed to search, chosen by keyboard or pointer. */
export const PayerPicker = ({ kind, value, onChange }: { kind: PayerKind; value: string | undefined; onChange: (id: string | undefined) => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [search, setSearch] = useState('');
  const resource = RESOURCES[kind];
  const found = useGetList(resource, { pagination: { page: 1, perPage: 20 }, sort: { field: 'fullName', order: 'ASC' }, filter: search ? { q: search } : {} });
  const chosen = useGetOne(resource, { id: value ?? '' }, { enabled: Boolean(value) });
  const options: RaRecord[] = [...(chosen.data && !(found.data ?? []).some((row) => row.id === chosen.data.id) ? [chosen.data] : []), ...(found.data ?? [])];
  return (
    <Autocomplete
      sx={{ minWidth: { xs: '100%', sm: 320 } }}
      options={options}
      value={options.find((option) => option.id === value) ?? null}
      getOptionLabel={(option) => personName(option, locale)}
      isOptionEqualToValue={(option, chosenOption) => option.id === chosenOption.id}
      filterOptions={(shown) => shown}
      loading={found.isPending}
      onInputChange={(_, text, reason) => reason === 'input' && setSearch(text)}
      onChange={(_, option) => onChange(option ? String(option.id) : undefined)}
      renderInput={(params) => <TextField {...params} size="small" label={translate(`screens.payerStatement.kinds.${kind}`)} />}
    />
  );
};
