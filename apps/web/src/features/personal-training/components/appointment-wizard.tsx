import { Stepper, Text } from '@mantine/core';
import { useFetchService } from '../hooks/useFetchService.js';
import { useAppointmentWizard } from '../hooks/useAppointmentWizard.js';
import type { ServiceWithTrainers } from '../types.js';
import { isStepClickable, STEP_LABELS, stepIndex, WIZARD_STEPS } from '../wizard-state.js';
import { BookStep } from './book-step.js';
import { BookingComplete } from './booking-complete.js';
import { DateStep } from './date-step.js';
import { TrainerStep } from './trainer-step.js';

/** The appointment wizard of one service; a service that cannot be loaded renders nothing (spec section 8). */
export function AppointmentWizard({ serviceId }: { serviceId: string }) {
  const { service, loading } = useFetchService(serviceId);
  if (loading) return <Text>Loading Data...</Text>;
  if (!service) return null;
  return <ServiceWizard key={service.id} service={service} />;
}

function ServiceWizard({ service }: { service: ServiceWithTrainers }) {
  const { state, goTo, chooseTrainer, chooseDate, chooseTime } = useAppointmentWizard(service.id);
  const { step, trainer } = state;

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
        iconSize={32}
        styles={{ steps: { flexWrap: 'nowrap' } }}
      >
        <Stepper.Step label={STEP_LABELS.SELECT_INSTRUCTOR} allowStepSelect={isStepClickable('SELECT_INSTRUCTOR', step)}>
          <TrainerStep trainers={service.staff} chosen={trainer} onChoose={chooseTrainer} onContinue={() => goTo('CALENDAR')} />
        </Stepper.Step>
        <Stepper.Step label={STEP_LABELS.CALENDAR} allowStepSelect={isStepClickable('CALENDAR', step)}>
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
        <Stepper.Step label={STEP_LABELS.BOOK} allowStepSelect={isStepClickable('BOOK', step)}>
          <BookStep service={service} state={state} onBooked={() => goTo('COMPLETE')} />
        </Stepper.Step>
        <Stepper.Step label={STEP_LABELS.COMPLETE} allowStepSelect={isStepClickable('COMPLETE', step)}>
          <BookingComplete />
        </Stepper.Step>
      </Stepper>
    </>
  );
}
