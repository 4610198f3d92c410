import { canSee, isAuthorized, showsPage } from './gate';

describe('the gate (spec §6)', () => {
  const client = { role: ['Cliente'] };
  const clientAndRegent = { role: ['Cliente', 'Regente'] };

  it('authorizes when the claim contains the logged role and it is the required one', () => {
    expect(isAuthorized(['Cliente'], client, 'Cliente')).toBe(true);
    expect(isAuthorized(['Cliente', 'Regente'], clientAndRegent, 'Regente')).toBe(true);
  });

  it('refuses when the logged role is not the required one, even if the claim has the required role', () => {
    expect(isAuthorized(['Cliente'], clientAndRegent, 'Regente')).toBe(false);
  });

  it('refuses when the claim does not contain the stored logged role', () => {
    expect(isAuthorized(['Administrador'], client, 'Administrador')).toBe(false);
  });

  it('refuses without claims or without a logged role', () => {
    expect(isAuthorized(['Cliente'], null, 'Cliente')).toBe(false);
    expect(isAuthorized(['Cliente'], client, null)).toBe(false);
  });

  it('with no required role, any non-empty set of claims is authorized', () => {
    expect(isAuthorized(undefined, client, null)).toBe(true);
    expect(isAuthorized([], { sub: '1' }, null)).toBe(true);
    expect(isAuthorized(undefined, {}, null)).toBe(false);
    expect(isAuthorized(undefined, null, null)).toBe(false);
  });

  it('shows open routes to anyone, signed-in routes to any session, role routes through the gate', () => {
    expect(canSee('open', null, null)).toBe(true);
    expect(canSee('signed-in', null, null)).toBe(false);
    expect(canSee('signed-in', client, 'Cliente')).toBe(true);
    expect(canSee(['Administrador'], client, 'Cliente')).toBe(false);
    expect(canSee(['Cliente'], client, 'Cliente')).toBe(true);
  });

  it('shows an open route whose content is for some roles only to those roles alone', () => {
    const admin = { role: ['Administrador'] };
    const contactList = { access: 'open' as const, contentFor: ['Administrador' as const] };
    expect(showsPage(contactList, null, null)).toBe(false);
    expect(showsPage(contactList, client, 'Cliente')).toBe(false);
    expect(showsPage(contactList, admin, 'Administrador')).toBe(true);
    expect(showsPage({ access: 'open' }, null, null)).toBe(true);
    expect(showsPage({ access: ['Cliente'] }, null, null)).toBe(false);
    expect(showsPage({ access: ['Cliente'] }, client, 'Cliente')).toBe(true);
  });
});
