import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ClubAppBar } from './ClubAppBar';
import { ClubMenu } from './ClubMenu';

export const ClubLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={ClubAppBar} menu={ClubMenu}>
    {children}
  </Layout>
);
