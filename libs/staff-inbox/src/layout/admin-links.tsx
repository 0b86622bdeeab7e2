import type { SerializedStyles } from '@emotion/react';
import { NavLink } from 'react-router-dom';

/** The admins' screens in the nav; others never see them (the API answers them 404). */
export function AdminLinks({ linkCss }: { linkCss: SerializedStyles }) {
  return (
    <>
      <NavLink to="/people" css={linkCss}>
        People
      </NavLink>
      <NavLink to="/audit" css={linkCss}>
        Audit log
      </NavLink>
      <NavLink to="/rights" css={linkCss}>
        A person&apos;s rights
      </NavLink>
    </>
  );
}
