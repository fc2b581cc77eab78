import { LoginRequiredNotice } from '../../features/session/login-required-notice.js';

export default function LoginRequiredPage() {
  return <LoginRequiredNotice />;
}
