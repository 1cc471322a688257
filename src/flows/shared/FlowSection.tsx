import { useId, type ReactNode, type Ref } from 'react';
import { useSectionHeading } from './headingLevel';

/** Props of {@link FlowSection}. */
export interface FlowSectionProps {
  title: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /** The heading, for a shell that moves focus to it when the section opens. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Marks the heading as a step's (`data-step-heading`), the one a step shell focuses. */
  stepHeading?: boolean;
  children?: ReactNode;
}

/**
 * A screen of a flow that is not a form (a form has `FormLayout`): a region named by its
 * focusable heading (`h2`, or a level down inside `SubsectionHeadings`), an optional description, then its content.
 *
 * @example
 * <FlowSection title={t('documents.title')} description={t('documents.description')} headingRef={headingRef}>
 *   <FormsList />
 * </FlowSection>
 */
export function FlowSection({ title, description, headingRef, stepHeading, children }: FlowSectionProps) {
  const headingId = useId();
  const Heading = useSectionHeading();
  return (
    <section className="pk-flow-section" aria-labelledby={headingId}>
      <Heading
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="pk-flow-section__title"
        data-step-heading={stepHeading ? '' : undefined}
      >
        {title}
      </Heading>
      {description ? <p className="pk-flow-section__description">{description}</p> : null}
      {children}
    </section>
  );
}
