// A webhook is for a kind of record one may subscribe to, with events that kind has
// (api/src/webhooks/subscription-rules.ts); its host resolves nowhere (.invalid), so nothing leaves the test.
export const sample = { url: 'https://hooks.example.invalid/club', resource: 'tasks', events: ['created', 'updated'] };
