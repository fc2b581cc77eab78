// The front door of automation: what other modules may use of the club's background jobs as staff see them.
export { presentJob, type AutomationJob } from './automation-job.js';
