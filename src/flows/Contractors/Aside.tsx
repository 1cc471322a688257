import { useId, type ReactNode } from 'react';

/**
 * A part of a contractor's page (address, payment method, documents…): a region named by its
 * heading.
 *
 * @example
 * <Aside title={t('address.title')}>{form}</Aside>
 */
export function Aside({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="pk-flow-section__aside" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}
