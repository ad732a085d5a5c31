import { useCallback } from 'react';
import { useFirestore } from 'reactfire';

import { type Client, clientById, clientChoiceLabel, searchClients } from '@/lib/firestore/clients';

import { type PickerOption, SearchPicker, type SearchPickerProps } from './search-picker';

const asOption = (client: Client): PickerOption => ({ id: client.uid, label: clientChoiceLabel(client) });

/**
 * A client, searched for by name, business or email: the server answers with a few (searchClients), and the one
 * chosen is read alone, so the admin area never reads every profile to offer a choice.
 */
export function ClientPicker(props: Omit<SearchPickerProps, 'search' | 'lookup' | 'noun'>) {
  const db = useFirestore();
  const search = useCallback(async (text: string) => (await searchClients(db, text))?.map(asOption) ?? null, [db]);
  const lookup = useCallback(
    async (uid: string) => {
      const client = await clientById(db, uid);
      return client ? asOption(client) : null;
    },
    [db],
  );
  return <SearchPicker {...props} search={search} lookup={lookup} noun="clients" />;
}
