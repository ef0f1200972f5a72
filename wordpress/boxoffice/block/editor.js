/**
 * The BoxOffice block in the editor: a sidebar with the widget's options and, in the post,
 * a summary of what the published page will show. The checkout itself never runs in the
 * editor: an author would hold tickets and fill in a buyer's form while writing. The page
 * is rendered by the server (includes/class-boxoffice-widget.php) from the same attributes.
 * Plain script over WordPress's own `wp.*` packages, so the plugin needs no build of its own.
 */
((wp, data) => {
  const { registerBlockType } = wp.blocks;
  const { createElement: el, Fragment, useEffect, useState } = wp.element;
  const { InspectorControls, useBlockProps } = wp.blockEditor;
  const {
    ExternalLink,
    Notice,
    PanelBody,
    Placeholder,
    SelectControl,
    Spinner,
    TextareaControl,
    TextControl,
    ToggleControl,
  } = wp.components;
  const { __, sprintf } = wp.i18n;

  /** Every option of the widget: its block attribute and what a bad value needs. */
  const options = data?.options || [];
  const optionOf = (attribute) => options.find((option) => option.attribute === attribute);

  /** The options with a control of their own; every other one is under "More options". */
  const COMMON = ['event', 'mode', 'view', 'theme', 'accent', 'lang'];
  /** The values of the options that are a choice ('' leaves the widget's default). */
  const CHOICES = {
    mode: [
      ['', __('Inline, in the page (default)', 'boxoffice')],
      ['iframe', __('In a frame', 'boxoffice')],
      ['button', __('A button that opens a dialog', 'boxoffice')],
    ],
    view: [
      ['', __('A list (default)', 'boxoffice')],
      ['calendar', __('A month calendar', 'boxoffice')],
      ['week', __('A week', 'boxoffice')],
    ],
    theme: [
      ['', __("The visitor's setting (default)", 'boxoffice')],
      ['light', __('Light', 'boxoffice')],
      ['dark', __('Dark', 'boxoffice')],
    ],
  };
  const LABELS = {
    mode: __('How it is shown', 'boxoffice'),
    view: __('Event list as', 'boxoffice'),
    theme: __('Colours', 'boxoffice'),
    accent: __('Accent colour', 'boxoffice'),
    lang: __('Language', 'boxoffice'),
  };

  /** The key's events from the plugin's REST route: loading, ready or error (with why). */
  function useEvents() {
    const [state, setState] = useState({ status: 'loading', events: [], message: '' });
    useEffect(() => {
      let live = true;
      wp.apiFetch({ path: '/boxoffice/v1/events' }).then(
        (events) => {
          if (live)
            setState({ status: 'ready', events: Array.isArray(events) ? events : [], message: '' });
        },
        (error) => {
          if (live)
            setState({
              status: 'error',
              events: [],
              message: error?.message || __('The events could not be loaded.', 'boxoffice'),
            });
        },
      );
      return () => {
        live = false;
      };
    }, []);
    return state;
  }

  /** The event picker: the key's events, or a slug typed in when they cannot be read. */
  function EventControl({ value, onChange, events }) {
    if (events.status === 'loading') return el(Spinner);
    if (events.status === 'error')
      return el(
        Fragment,
        null,
        el(Notice, { status: 'warning', isDismissible: false }, events.message),
        el(TextControl, {
          label: __('Event slug', 'boxoffice'),
          help: optionOf('event')?.fix ?? '',
          value: value || '',
          onChange,
        }),
      );
    const choices = [
      { label: __('All events: the buyer picks one', 'boxoffice'), value: '' },
    ].concat(
      events.events.map((event) => ({
        label: `${event.title} (${event.slug})`,
        value: event.slug,
      })),
    );
    if (value && !events.events.some((event) => event.slug === value))
      choices.push({ label: value, value });
    return el(SelectControl, {
      label: __('Event', 'boxoffice'),
      value: value || '',
      options: choices,
      onChange,
    });
  }

  /** `id: answer` lines ⇄ the `answers` attribute (an object by question id). */
  const answersText = (answers) =>
    Object.keys(answers || {})
      .map((id) => `${id}: ${answers[id]}`)
      .join('\n');
  const answersOf = (text) => {
    const answers = {};
    for (const line of text.split('\n')) {
      const at = line.indexOf(':');
      if (at > 0) answers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
    }
    return Object.keys(answers).length > 0 ? answers : undefined;
  };

  /** One option's control: a choice, the answers' lines, or its text with the fix as help. */
  function OptionControl({ attribute, attributes, set }) {
    const option = optionOf(attribute);
    if (CHOICES[attribute])
      return el(SelectControl, {
        label: LABELS[attribute],
        value: attributes[attribute] || '',
        options: CHOICES[attribute].map(([value, label]) => ({ value, label })),
        onChange: set(attribute),
      });
    if (attribute === 'answers')
      return el(TextareaControl, {
        label: __('Pre-filled answers', 'boxoffice'),
        help: __('One per line: question id, a colon, the answer.', 'boxoffice'),
        value: answersText(attributes.answers),
        onChange: (text) => set('answers')(answersOf(text)),
      });
    return el(TextControl, {
      label: LABELS[attribute] || attribute,
      help: option.fix,
      value: attributes[attribute] || '',
      onChange: set(attribute),
    });
  }

  /** What the published page will show, in words: the editor never runs the checkout. */
  function Preview({ attributes, events }) {
    const event = events.events.find((candidate) => candidate.slug === attributes.event);
    const what = attributes.event
      ? /* translators: %s: an event's title or slug. */
        sprintf(__('Tickets for %s', 'boxoffice'), event ? event.title : attributes.event)
      : __('The events your key sells: the buyer picks one.', 'boxoffice');
    const mode = CHOICES.mode.find(([value]) => value === (attributes.mode || ''));
    return el(
      Placeholder,
      {
        icon: 'tickets-alt',
        label: __('BoxOffice tickets', 'boxoffice'),
        instructions: __(
          'The checkout shows on the published page. Here, a summary stands in for it.',
          'boxoffice',
        ),
      },
      el(
        'div',
        null,
        el('p', { className: 'boxoffice-preview__event' }, what),
        el('p', null, mode ? mode[1] : attributes.mode),
        !data.ready &&
          el(
            Notice,
            { status: 'warning', isDismissible: false },
            __('Save the script URL in Settings > BoxOffice to show the widget.', 'boxoffice'),
            ' ',
            el(ExternalLink, { href: data.settingsUrl }, __('Settings', 'boxoffice')),
          ),
      ),
    );
  }

  function Edit({ attributes, setAttributes }) {
    const events = useEvents();
    // An empty value removes the attribute: the widget's default applies.
    const set = (name) => (value) => setAttributes({ [name]: value === '' ? undefined : value });
    const common = COMMON.filter((attribute) => attribute !== 'event' && optionOf(attribute));
    const more = options
      .map((option) => option.attribute)
      .filter((attribute) => !COMMON.includes(attribute));
    return el(
      Fragment,
      null,
      el(
        InspectorControls,
        null,
        el(
          PanelBody,
          { title: __('Event', 'boxoffice') },
          el(EventControl, { value: attributes.event, onChange: set('event'), events }),
        ),
        el(
          PanelBody,
          { title: __('Display', 'boxoffice') },
          common.map((attribute) =>
            el(OptionControl, { key: attribute, attribute, attributes, set }),
          ),
        ),
        el(
          PanelBody,
          { title: __('Buyer', 'boxoffice') },
          el(ToggleControl, {
            label: __("Fill in a logged-in visitor's name and e-mail", 'boxoffice'),
            help: __(
              'From their account on this site; they can change them. Visitors who are not logged in see an empty form.',
              'boxoffice',
            ),
            checked: Boolean(attributes['prefill-user']),
            onChange: (checked) => setAttributes({ 'prefill-user': checked }),
          }),
        ),
        el(
          PanelBody,
          { title: __('More options', 'boxoffice'), initialOpen: false },
          more.map((attribute) =>
            el(OptionControl, { key: attribute, attribute, attributes, set }),
          ),
        ),
      ),
      el('div', useBlockProps(), el(Preview, { attributes, events })),
    );
  }

  registerBlockType('boxoffice/widget', { edit: Edit, save: () => null });
})(window.wp, window.boxofficeEditor);
