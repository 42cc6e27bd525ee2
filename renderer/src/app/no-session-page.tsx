// Opened without a session (the web shell's address without its token): say how to
// open the window properly instead of failing call after call.
export function NoSessionPage() {
  return (
    <main className="no-session" aria-label="Open Treasury">
      <h1>Open Treasury from its own address</h1>
      <p>
        This page needs the address that <code>npm start</code> (or <code>npm run web</code>) printed when it started: it carries a
        one-time session key. Copy that whole line into the address bar.
      </p>
    </main>
  );
}
