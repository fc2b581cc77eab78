import { Alert, Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useCalendarFeed } from '../hooks/use-calendar-feed.js';

/** "Calendar feed": the private link calendar apps subscribe to, with copy and reset. */
export function CalendarFeedSection() {
  const feed = useCalendarFeed();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-feed-title">
          Calendar feed
        </Title>
        <Text size="sm">
          Add your appointments and booked classes to your calendar app (Google Calendar, Apple Calendar, Outlook) by subscribing to
          your private link. It updates by itself. Keep the link to yourself: anyone who has it can see your bookings.
        </Text>
        {feed.error && <Alert color="red">{feed.error.message}</Alert>}
        {!feed.shown ? (
          <Group>
            <Button variant="light" onClick={feed.show}>
              Show my calendar link
            </Button>
          </Group>
        ) : feed.loading || !feed.url ? (
          <Text size="sm">Loading Data...</Text>
        ) : (
          <>
            <TextInput label="Your private calendar link" value={feed.url} readOnly onFocus={(e) => e.currentTarget.select()} />
            <Group>
              <CopyButton value={feed.url}>
                {({ copied, copy }) => (
                  <Button onClick={copy} color={copied ? 'teal' : undefined}>
                    {copied ? 'Copied' : 'Copy link'}
                  </Button>
                )}
              </CopyButton>
              <Button variant="subtle" color="red" onClick={feed.confirmReset} loading={feed.resetting}>
                Reset link
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
