// If a screen fails to draw (a state it did not expect), say so and keep the rest of the tablet
// (header, banners, virtual rig) working instead of going blank.
import { Component, type ComponentChildren } from 'preact';
import { t } from '../i18n/i18n.ts';

export class ScreenGuard extends Component<{ children: ComponentChildren; resetKey: unknown }, { error: string | null; key: unknown }> {
  override state = { error: null as string | null, key: undefined as unknown };

  static override getDerivedStateFromProps(props: { resetKey: unknown }, state: { key: unknown }) {
    // A new state from the server is a new chance to draw the screen.
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(e: Error) {
    this.setState({ error: e.message });
  }

  override render() {
    if (this.state.error)
      return (
        <section class="panel" role="alert" data-testid="screen-error">
          <h2>{t('This screen could not be drawn')}</h2>
          <p>{this.state.error}</p>
          <p class="hint">{t('The game itself is safe on the Quartermaster. Reload the page if this stays.')}</p>
        </section>
      );
    return this.props.children;
  }
}
