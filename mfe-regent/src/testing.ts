import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { SESSION_KEYS } from '@portal/shared-api';
import { useSessionStore } from '@portal/shared-auth';
import { signInAs, testToken } from '@portal/shared-auth/test-token';

/** Signs in the demo regent with a token whose subject is the regent's user id (`null`: a token without one). */
export function signInAsRegent(userId: number | null = 12) {
  signInAs('Regente', ['Regente'], 'Luis Brenes', 'regente@demo.cr');
  const claims = { role: ['Regente'], email: 'regente@demo.cr' };
  localStorage.setItem(SESSION_KEYS.token, testToken(userId === null ? claims : { sub: String(userId), ...claims }));
  useSessionStore.getState().refresh();
}

/**
 * A person at the keyboard and mouse. The pointer-events check reads the computed style of every ancestor,
 * which under jsdom with antd's style sheets costs seconds a click; these forms set no `pointer-events`.
 */
export const person = (options: { applyAccept?: boolean } = {}) =>
  userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never, ...options });
