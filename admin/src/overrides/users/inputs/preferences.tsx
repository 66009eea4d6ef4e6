/**
 * A user's preferences are written by the app as they use it (and by integrators through the API),
 * never typed on the user's form: the form offers no input for them and sends none.
 */
const PreferencesInput = (_props: { source: string }) => null;

export default PreferencesInput;
