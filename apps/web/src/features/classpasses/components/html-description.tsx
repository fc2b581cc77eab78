import { TypographyStylesProvider } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Staff-written HTML, cleaned of scripts and event handlers before it reaches a member's page. */
export function HtmlDescription({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <TypographyStylesProvider>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </TypographyStylesProvider>
  );
}
