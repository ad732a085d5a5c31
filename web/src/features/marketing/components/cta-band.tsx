import type { ReactNode } from 'react';

import { type Action, ActionButtons } from './action-buttons';
import { Section } from './section';

export interface CtaBandProps {
  id?: string;
  title: string;
  body: ReactNode;
  actions: readonly Action[];
}

/** A call to action on a dark band: the first action is the primary button. */
export function CtaBand({ id, title, body, actions }: CtaBandProps) {
  return (
    <Section id={id} title={title} intro={body} tone="dark">
      <ActionButtons actions={actions} centred />
    </Section>
  );
}
