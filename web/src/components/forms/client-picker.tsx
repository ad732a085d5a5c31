import { createContext, useContext } from 'react';

import { type PickerOption, SearchPicker, type SearchPickerProps } from './search-picker';

/** How the picker finds clients: a few by what was typed, and the chosen one by id. */
export interface ClientSearch {
  search: (text: string) => Promise<PickerOption[] | null>;
  lookup: (uid: string) => Promise<PickerOption | null>;
}

const ClientSearchContext = createContext<ClientSearch | null>(null);

/**
 * The app gives the picker its search (lib/firestore/clients.ts `useClientSearch`), as it gives pages their parts:
 * this component knows no collection, so it stays a shared component while every admin screen can use it.
 */
export const ClientSearchProvider = ClientSearchContext.Provider;

/**
 * A client, searched for by name, business or email: the server answers with a few, and the one chosen is read
 * alone, so the admin area never reads every profile to offer a choice (docs/decisions/028-searchable-pickers.md).
 */
export function ClientPicker(props: Omit<SearchPickerProps, 'search' | 'lookup' | 'noun'>) {
  const source = useContext(ClientSearchContext);
  if (!source) throw new Error('A ClientPicker needs a ClientSearchProvider above it (the admin area gives one).');
  return <SearchPicker {...props} search={source.search} lookup={source.lookup} noun="clients" />;
}
