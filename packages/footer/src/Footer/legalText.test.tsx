import { render } from '@testing-library/react';
import { legalText } from './FooterLegal';

describe('legalText', () => {
  it('isolates the entity and drops the message stop after a name that ends in one', () => {
    const entity = <bdi key="entity" data-legal-entity="" />;
    // What formatMessage returns for "Gate is operated by {entity}. Its services …" with an element value.
    const { container } = render(<p>{legalText(['Gate is operated by ', entity, '. Its services are not offered.'], 'Gate Global Ltd.')}</p>);
    expect(container.textContent).toBe('Gate is operated by Gate Global Ltd. Its services are not offered.');
    expect(container.querySelector('bdi')?.textContent).toBe('Gate Global Ltd.');
  });

  it('keeps the stop after a name without one', () => {
    const entity = <bdi key="entity" />;
    const { container } = render(<p>{legalText(['تديرها ', entity, '.'], 'Gate Europe Ltd')}</p>);
    expect(container.textContent).toBe('تديرها Gate Europe Ltd.');
  });
});
