import '@mantine/core/styles/Stepper.css';
import { Stepper, Text } from '@mantine/core';
import type { ServiceWithTrainers } from '@kiai/shared';
import { useFetchService } from '../hooks/use-fetch-service.js';
import { useRunAppointmentWizard } from '../hooks/use-run-appointment-wizard.js';
import { isStepClickable, STEP_LABELS, stepIndex, WIZARD_STEPS, type WizardStep } from '../wizard-state.js';
import { BookStep } from './book-step.js';
import { BookingComplete } from './booking-complete.js';
import { DateStep } from './date-step.js';
import { TrainerStep } from './trainer-step.js';

const ICON_SIZE = 32;
// Labels under their icons: the four steps then fit on one line of a 360 px phone.
const STEPPER_STYLES = {
  steps: { flexWrap: 'nowrap' },
  step: { flexDirection: 'column', gap: 4 },
  stepBody: { marginInlineStart: 0, alignItems: 'center' },
  separator: { alignSelf: 'flex-start', marginTop: ICON_SIZE / 2, marginInline: 4 },
} as const;

/** The appointment wizard of one service; a service that cannot be loaded renders nothing (spec section 8). */
export function AppointmentWizard({ serviceId }: { serviceId: string }) {
  const { service, loading } = useFetchService(serviceId);
  if (loading) return <Text>Loading Data...</Text>;
  if (!service) return null;
  return <ServiceWizard key={service.id} service={service} />;
}

function ServiceWizard({ service }: { service: ServiceWithTrainers }) {
  const { state, goTo, chooseTrainer, chooseDate, chooseTime } = useRunAppointmentWizard(service.id);
  const { step, trainer } = state;
  // Mantine leaves a step that cannot be selected a focusable-looking button: say so to assistive technology.
  const stepProps = (target: WizardStep) => {
    const clickable = isStepClickable(target, step);
    return { label: STEP_LABELS[target], allowStepSelect: clickable, 'aria-disabled': !clickable, 'aria-current': target === step ? ('step' as const) : undefined };
  };

  return (
    <>
      <Text fw={600} mb="md">
        {service.name}
      </Text>
      <Stepper
        active={stepIndex(step)}
        onStepClick={(index) => {
          const target = WIZARD_STEPS[index];
          if (target && isStepClickable(target, step)) goTo(target);
        }}
        allowNextStepsSelect={false}
        size="sm"
        iconSize={ICON_SIZE}
        styles={STEPPER_STYLES}
      >
        <Stepper.Step {...stepProps('SELECT_INSTRUCTOR')}>
          <TrainerStep trainers={service.staff} chosen={trainer} onChoose={chooseTrainer} onContinue={() => goTo('CALENDAR')} />
        </Stepper.Step>
        <Stepper.Step {...stepProps('CALENDAR')}>
          {trainer && (
            <DateStep
              serviceId={service.id}
              trainerId={trainer.staff_member_id}
              date={state.date}
              startTime={state.startTime}
              onChooseDate={chooseDate}
              onChooseTime={(start) => chooseTime(start, service.duration_seconds)}
              onContinue={() => goTo('BOOK')}
            />
          )}
        </Stepper.Step>
        <Stepper.Step {...stepProps('BOOK')}>
          <BookStep service={service} state={state} onBooked={() => goTo('COMPLETE')} />
        </Stepper.Step>
        <Stepper.Step {...stepProps('COMPLETE')}>
          <BookingComplete />
        </Stepper.Step>
      </Stepper>
    </>
  );
}
