// The web shell: the IPC dispatcher served to a browser on loopback (`npm run web`).
export { startWebShell, type WebShell, type WebShellOptions } from './web-shell-server';
export { MAX_BODY_BYTES } from './read-json-body';
