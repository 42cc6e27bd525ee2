// Every permission the web platform can ask for (camera, notifications, geolocation, USB,
// serial, HID, clipboard reads, ...) is denied, both when a page requests one and when it
// checks one, for the app's session. The app needs none: OS notifications come from main.
// Written against the session's three setters, so it is tested under plain Node.

export interface GuardedSession {
  setPermissionRequestHandler(handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void): void;
  setPermissionCheckHandler(handler: (...args: unknown[]) => boolean): void;
  setDevicePermissionHandler(handler: (...args: unknown[]) => boolean): void;
}

export function denyAllPermissions(session: GuardedSession): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}
