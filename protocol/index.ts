// The wire protocol: the contract between the server and the tablets (and anyone who scripts the
// table). Every WebSocket message both ways and every HTTP body, as typebox schemas (validated at
// the server's edge) and the TypeScript types derived from them; documented with examples in
// server/API.md. Both the server and the tablet import it as `#protocol`; it imports nothing of
// either.
export * from './count.ts';
export * from './firmware.ts';
export * from './http.ts';
export * from './logbook.ts';
export * from './rig-check.ts';
export * from './said.ts';
export * from './setup.ts';
export * from './shapes.ts';
export * from './to-server.ts';
export * from './to-tablet.ts';
