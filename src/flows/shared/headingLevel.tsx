import { createContext, useContext, type ReactNode } from 'react';

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5';

const HeadingLevel = createContext<HeadingTag>('h2');

/**
 * The heading element a section, list or form uses where it stands: `h2` on its own (a flow's
 * screen, a block a partner renders alone), one level down inside {@link SubsectionHeadings}.
 *
 * @example
 * const Heading = useSectionHeading();
 * return <Heading className="pk-flow-section__title">{title}</Heading>;
 */
export function useSectionHeading(): HeadingTag {
  return useContext(HeadingLevel);
}

/**
 * The heading one level below `tag`: a part inside a section (its history, its legend).
 *
 * @example
 * const Heading = useSectionHeading();
 * const Part = subheadingOf(Heading); // 'h3' under an 'h2'
 */
export function subheadingOf(tag: HeadingTag): HeadingTag {
  return tag === 'h2' ? 'h3' : tag === 'h3' ? 'h4' : 'h5';
}

/**
 * Its sections' headings one level below the page's own (an employee's name is the `h2`, the
 * employee's compensation, deductions and employment `h3`), so a screen reader's outline nests.
 *
 * @example
 * <h2>{name}</h2>
 * <SubsectionHeadings><EmployeeCompensation employeeId={id} /></SubsectionHeadings>
 */
export function SubsectionHeadings({ children }: { children: ReactNode }) {
  const level = useContext(HeadingLevel);
  return <HeadingLevel.Provider value={subheadingOf(level)}>{children}</HeadingLevel.Provider>;
}
