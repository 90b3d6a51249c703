import { HostCounter } from '../../../../host/HostStore';

/** The home page under a language prefix (`/zh`, `/ar`): where the shell's language switch goes. */
export default async function LanguageHomePage({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return (
    <main className="host-main" id="main">
      <h1>Host home ({lang})</h1>
      <HostCounter />
    </main>
  );
}
