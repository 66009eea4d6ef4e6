import { startLocalProvider } from '/work/main/tests/support/oidc-provider.ts';
const provider = await startLocalProvider();
provider.register('http://127.0.0.1:3999/api/auth/oidc/callback');
provider.accounts.set('boss@club.sa', { sub: 'boss-1', email: 'boss@club.sa', email_verified: true, given_name: 'Boss', family_name: 'Club' });
provider.accounts.set('newbie@provider.example', { sub: 'newbie-1', email: 'newbie@provider.example', email_verified: true, given_name: 'Sara', family_name: 'Ghamdi' });
console.log(provider.issuer, provider.clientId, provider.clientSecret);
setInterval(() => {}, 1 << 30);
