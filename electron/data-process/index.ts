// The data services in a process of their own: main's client (an IpcDispatcher over the
// relay), the message shapes, and the plain-Node form (child_process.fork) tests use.
export { startDataProcess, MAX_RESTARTS, type DataChild, type DataProcess, type DataProcessOptions } from './data-process-client';
export { DATA_PROCESS_ENV, type FromDataProcess, type ToDataProcess } from './data-process-messages';
export { forkDataChild } from './fork-data-process';
