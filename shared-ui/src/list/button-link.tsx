import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from '@portal/shared-auth/router';

export type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick' | 'htmlType'> & { to: string; children: ReactNode };

/** A link of the router that looks like an antd button: still a link (role `link`, opens in a new tab). */
export function ButtonLink({ to, children, ...button }: ButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLElement>(to);
  return (
    <Button {...button} href={href} onClick={navigate}>
      {children}
    </Button>
  );
}
