import { Controls, Description, Primary, Title, useOf } from '@storybook/addon-docs/blocks';
import { DocsPageLink } from './Readme';

/**
 * The docs page of every story file (`tags: ['autodocs']` in preview.tsx): the component's
 * description, its first story with the props table as live controls, and the other stories as
 * links. Only the first story renders here: the stories share the one mock backend, whose user and
 * site follow the story being rendered, so several side by side would answer each other's calls.
 */
export function FeaturePage() {
  const { csfFile } = useOf('meta', ['meta']);
  const stories = Object.values(csfFile.stories);
  return (
    <>
      <Title />
      <Description of="meta" />
      <Primary />
      <h2>Props</h2>
      <p>The component&apos;s props from its TypeScript types and TSDoc; change them here or in the Controls tab of a story.</p>
      <Controls />
      <h2>Stories</h2>
      <p>Each story is its own page, with the toolbar (site, user, theme, language) and its checks in the Interactions tab.</p>
      <ul>
        {stories.map((story) => (
          <li key={story.id}>
            <DocsPageLink id={story.id} kind="story">
              {story.name}
            </DocsPageLink>
          </li>
        ))}
      </ul>
    </>
  );
}
