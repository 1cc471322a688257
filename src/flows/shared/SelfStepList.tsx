import { usePrimitives, Badge as DefaultBadge, Button as DefaultButton } from '../../ui';

/** Props of {@link SelfStepList}. */
export interface SelfStepListProps<Id extends string> {
  /** The list's accessible name. */
  label: string;
  steps: readonly Id[];
  title: (id: Id) => string;
  done: (id: Id) => boolean;
  /** The flow's words: the badges, the buttons, and a button's full name for a step. */
  words: { done: string; todo: string; open: string; edit: string };
  buttonName: (id: Id, done: boolean) => string;
  /** Opens a step; without it (under review) the list only shows where each step stands. */
  onOpen?: (id: Id) => void;
}

/**
 * The steps of a person's own onboarding on its overview (`<EmployeeSelfOnboarding/>`,
 * `<ContractorSelfOnboarding/>`): each step's title, Done or To do, and Open (Edit once done).
 * In a narrow column the title keeps its line and the badge and button wrap under it together.
 *
 * @example
 * <SelfStepList label="Your steps" steps={['profile', 'address']} title={titleOf} done={isDone} words={words} buttonName={nameOf} onOpen={open} />
 */
export function SelfStepList<Id extends string>(props: SelfStepListProps<Id>) {
  const { Badge, Button } = usePrimitives({ Badge: DefaultBadge, Button: DefaultButton });
  const { words, onOpen } = props;
  return (
    <ol className="pk-self-steps" aria-label={props.label}>
      {props.steps.map((id) => {
        const done = props.done(id);
        return (
          <li key={id} className="pk-self-steps__step">
            <span className="pk-self-steps__title">{props.title(id)}</span>
            <span className="pk-flow-inline">
              <Badge tone={done ? 'success' : 'warning'}>{done ? words.done : words.todo}</Badge>
              {onOpen ? (
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  aria-label={props.buttonName(id, done)}
                  onClick={() => onOpen(id)}
                >
                  {done ? words.edit : words.open}
                </Button>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
