import type { ComponentType } from 'react';
import type { OnboardingStepProps } from '../../../src/flows/EmployeeOnboarding';
import { useDemo, withDemo, type DemoParameters } from '../withDemo';
import { stepArgs, stepArgTypes, type StepStoryArgs } from './stepArgs';

/**
 * What every employee onboarding step's story shares, but its title (Storybook reads the title
 * from the file's own meta): the step rendered for the employee the story's setup made (its
 * `employeeId`) on the story's own demo service, its callbacks as args, and Back shown when the
 * `withBack` control is on, as inside the flow.
 *
 * @example
 * const meta = {
 *   title: 'Flows/EmployeeOnboarding/Steps/HomeAddress',
 *   ...employeeStepMeta(HomeAddress, newEmployee),
 * } satisfies Meta<StepStoryArgs>;
 */
export function employeeStepMeta(StepBlock: ComponentType<OnboardingStepProps>, demo: DemoParameters) {
  function Step({ onComplete, onBack, withBack }: StepStoryArgs) {
    const { companyId, demo } = useDemo();
    return (
      <StepBlock
        companyId={companyId}
        employeeId={demo.employeeId!}
        onComplete={onComplete}
        onBack={withBack ? onBack : undefined}
      />
    );
  }
  return {
    component: Step,
    decorators: [withDemo],
    args: stepArgs(),
    argTypes: stepArgTypes,
    parameters: { demo },
  };
}
