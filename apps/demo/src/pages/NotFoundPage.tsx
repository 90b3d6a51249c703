import { useDemoState } from '../state/DemoContext';
import { DemoLink } from '../state/DemoLink';

export function NotFoundPage() {
  const { path } = useDemoState();
  return (
    <>
      <h1>No demo page at {path}</h1>
      <p>
        The demo has two pages: <DemoLink to={{ path: '/' }}>Home</DemoLink> and{' '}
        <DemoLink to={{ path: '/policy' }}>the policy matrix</DemoLink>. Site, user, theme, language and faults are kept.
      </p>
    </>
  );
}
