// The text of a release note or message: plain text whose "- " lines are bullets.
import { color, space } from '@console/ui';
import { styled } from 'styled-components';
import { noteBlocks } from './localizedNotes.ts';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  color: ${color('fg-default')};

  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: 20px;
  }
  li + li {
    margin-top: 2px;
  }
`;

export function NoteBody({ text, lang }: { text: string; lang?: string }) {
  return (
    <Body lang={lang}>
      {noteBlocks(text).map((block, index) =>
        block.kind === 'paragraph' ? (
          <p key={index}>{block.text}</p>
        ) : (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </Body>
  );
}
