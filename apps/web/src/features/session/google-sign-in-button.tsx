import { useEffect, useRef } from 'react';
import type { AuthData, GoogleSignInRequest } from '@kiai/shared';
import { restRequest } from '../../lib/rest-client.js';
import { completeSignIn } from './complete-sign-in.js';

const GIS_SCRIPT = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential: string }) => void }): void;
      renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}

let scriptLoading: Promise<GoogleIdentity> | null = null;

/** Loads Google Identity Services once, and only when the club has a Google client id. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  scriptLoading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SCRIPT;
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleIdentity }).google;
      if (google) resolve(google);
      else reject(new Error('Google Identity Services did not load'));
    };
    script.onerror = () => {
      scriptLoading = null;
      reject(new Error('Google Identity Services could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return scriptLoading;
}

async function signInWithGoogle(credential: string): Promise<void> {
  try {
    await completeSignIn(await restRequest<AuthData>('/api/auth/google/', { method: 'POST', body: { token: credential } satisfies GoogleSignInRequest }));
  } catch (error) {
    // Spec section 8: a failed third-party sign-in is logged only.
    console.error('Google sign-in failed', error);
  }
}

/** Google's own sign-in button; failures to load it are logged only. */
export function GoogleSignInButton({ clientId }: { clientId: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let current = true;
    loadGoogleIdentity().then(
      (google) => {
        if (!current || !container.current) return;
        google.accounts.id.initialize({ client_id: clientId, callback: ({ credential }) => void signInWithGoogle(credential) });
        google.accounts.id.renderButton(container.current, { theme: 'outline', size: 'large', text: 'signin_with', width: 280 });
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [clientId]);
  return <div ref={container} data-testid="google-sign-in" />;
}
