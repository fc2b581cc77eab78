import { Title, type TitleProps } from '@mantine/core';
import { useEffect } from 'react';

/** The page heading, also used as the document title; `size` only where a screen needs larger type (the kiosk). */
export function PageTitle({ children, size = 'h2' }: { children: string; size?: TitleProps['size'] }) {
  useEffect(() => {
    document.title = `${children} · Kiai`;
  }, [children]);
  return (
    // A long word (a class type on the kiosk's 3rem title, a member's long name) breaks rather than runs off a phone.
    <Title order={1} size={size} mb="md" style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Title>
  );
}
