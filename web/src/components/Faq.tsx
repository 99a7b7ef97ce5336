import * as Accordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';

export interface FaqItem {
  q: string;
  a: ReactNode;
}

/** Expandable questions (Radix accordion: keyboard-usable, aria-expanded on each trigger). */
export function Faq({
  items,
  idPrefix,
  headingLevel: H = 'h3',
}: {
  items: FaqItem[];
  idPrefix: string;
  headingLevel?: 'h3' | 'h4';
}) {
  return (
    <Accordion.Root
      type="multiple"
      className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
    >
      {items.map((item, i) => (
        <Accordion.Item key={item.q} value={`${idPrefix}-${i}`}>
          <Accordion.Header asChild>
            <H>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-medium hover:bg-slate-50">
                {item.q}
                <span
                  aria-hidden="true"
                  className="shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                >
                  ▾
                </span>
              </Accordion.Trigger>
            </H>
          </Accordion.Header>
          <Accordion.Content className="px-4 pb-4 text-slate-700">{item.a}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
