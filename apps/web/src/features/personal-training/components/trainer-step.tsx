import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import { Avatar, Button, Group, Radio, Stack, Text } from '@mantine/core';
import type { Trainer } from '@kiai/shared';

/** The trainer's thumbnail (spec: the trainer list's urlImageThumbnailSmall), in CSS pixels. */
const THUMBNAIL_PX = 40;

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
                <Avatar
                  src={trainer.urlImageThumbnailSmall || null}
                  alt=""
                  name={trainer.name}
                  variant="filled"
                  size={THUMBNAIL_PX}
                  // Sized before it loads, and cropped to the circle: the list does not move when photos arrive.
                  imageProps={{ width: THUMBNAIL_PX, height: THUMBNAIL_PX, style: { objectFit: 'cover' } }}
                  aria-hidden
                />
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
