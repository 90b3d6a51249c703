import type { ReactNode } from 'react';
import { AnnouncementBar, Footer, Header } from '@shell/root';

/** Pages with the shell's frame: announcement bar, header, the page, footer. */
export default function FramedLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <AnnouncementBar />
      <Header />
      {children}
      <Footer />
    </>
  );
}
