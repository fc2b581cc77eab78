import { Avatar, Button, Group, Radio, Stack, Text } from '@mantine/core';
import type { Trainer } from '../types.js';

interface TrainerStepProps {
  trainers: Trainer[];
  chosen: Trainer | null;
  onChoose: (trainer: Trainer) => void;
  onContinue: () => void;
}

/** Step SELECT_INSTRUCTOR: one of the service's trainers; 'Continue' needs one (spec section 5). */
export function TrainerStep({ trainers, chosen, onChoose, onContinue }: TrainerStepProps) {
  return (
    <Stack gap="md">
      <Radio.Group
        label="Choose your trainer"
        value={chosen ? String(chosen.staff_member_id) : null}
        onChange={(value) => {
          const trainer = trainers.find((candidate) => String(candidate.staff_member_id) === value);
          if (trainer) onChoose(trainer);
        }}
      >
        <Stack gap="sm" mt="xs">
          {trainers.map((trainer) => (
            <Radio.Card key={trainer.staff_member_id} value={String(trainer.staff_member_id)} radius="md" p="sm" aria-label={trainer.name}>
              <Group gap="sm" wrap="nowrap">
                <Radio.Indicator />
                <Avatar src={trainer.urlImageThumbnailSmall} alt="" name={trainer.name} variant="filled" size="md" aria-hidden />
                <Text>{trainer.name}</Text>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      <Group>
        <Button disabled={!chosen} onClick={onContinue}>
          Continue
        </Button>
      </Group>
    </Stack>
  );
}
