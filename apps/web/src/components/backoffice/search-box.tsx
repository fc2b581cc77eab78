import { Button, Group, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useRef, useState, type FormEvent } from 'react';

/**
 * A list's search box: the text goes into the URL on Enter or 'Search'; '/' jumps to it from anywhere on the page.
 * Give it `key={value}` so a change of the URL's search (back, a link) shows in the box.
 */
export function SearchBox({ value, description, onSearch }: { value: string; description: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  useHotkeys([['/', () => input.current?.focus()]]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form onSubmit={submit} role="search">
      <Group align="flex-end" gap="xs">
        <TextInput ref={input} label="Search" description={`${description} (press / to search)`} value={text} onChange={(event) => setText(event.currentTarget.value)} w={320} maw="100%" />
        <Button type="submit" variant="default">
          Search
        </Button>
      </Group>
    </form>
  );
}
