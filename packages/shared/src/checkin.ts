import { required } from './form-rules.js';

/** The kiosk's pairing form, checked in the browser and again by the server. */
export const PAIRING_FORM_RULES = { code: [required], name: [required] };
