/** Greek, purchase half: the form, promo code, summary, submit button and outcome (see `el.ts`). */
import type { Count, PurchaseMessages } from './en-purchase';

const plural = /* @__PURE__ */ new Intl.PluralRules('el');
/** Picks the Greek form of `n`: `one` (1), else `other`. */
const pick = (n: Count, one: string, other: string) =>
  plural.select(n.value) === 'one' ? one : other;

/** Greek UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: 'Κωδικός προσφοράς',
    apply: 'Εφαρμογή',
    checking: 'Έλεγχος κωδικού…',
    applied: (code) => `Ο κωδικός ${code} εφαρμόστηκε.`,
    invalid: 'Ο κωδικός δεν είναι έγκυρος.',
    expired: 'Ο κωδικός έχει λήξει.',
    unknown: 'Δεν ήταν δυνατή η εφαρμογή του κωδικού.',
  },
  summary: {
    heading: 'Σύνοψη παραγγελίας',
    line: (quantity, name) => `${quantity} × ${name}`,
    subtotal: 'Μερικό σύνολο',
    discount: 'Έκπτωση',
    fees: 'Χρεώσεις',
    total: 'Σύνολο',
    estimatedTotal: 'Εκτιμώμενο σύνολο',
    // The Greek semicolon is the raised dot (άνω τελεία), here U+00B7, its canonical form.
    estimate:
      'Δεν μπορέσαμε να επιβεβαιώσουμε την τιμή αυτή τη στιγμή. Η εκτίμηση βασίζεται στις αναγραφόμενες τιμές· η τελική τιμή επιβεβαιώνεται κατά την πληρωμή.',
    updating: 'Ενημέρωση τιμής…',
    priceChanged: (name, was, now) => `Η τιμή για ${name} άλλαξε: ήταν ${was}, τώρα ${now}.`,
  },
  form: {
    heading: 'Τα στοιχεία σας',
    name: 'Ονοματεπώνυμο',
    email: 'Διεύθυνση email',
    phone: 'Τηλέφωνο',
    optional: '(προαιρετικό)',
    required: '(υποχρεωτικό)',
    phoneHint: 'Με τον κωδικό χώρας, π.χ. +30 210 123 4567',
    questions: 'Μερικές ερωτήσεις από τον διοργανωτή',
    errorSummary: (n) => pick(n, `Διορθώστε ${n} πεδίο:`, `Διορθώστε ${n} πεδία:`),
    errors: {
      required: 'Συμπληρώστε αυτό το πεδίο.',
      email_invalid: 'Εισαγάγετε μια διεύθυνση email όπως name@example.com.',
      phone_invalid: 'Εισαγάγετε έναν αριθμό τηλεφώνου με τον κωδικό χώρας, π.χ. +30 210 123 4567.',
      invalid: 'Ελέγξτε αυτό το πεδίο.',
    },
  },
  submit: {
    pay: (amount) => `Πληρωμή ${amount}`,
    free: 'Απόκτηση δωρεάν εισιτηρίων',
    busy: 'Επεξεργασία…',
    empty: 'Επιλέξτε εισιτήρια',
  },
  checkout: {
    paidTitle: 'Η πληρωμή ολοκληρώθηκε – τα λέμε εκεί!',
    completedTitle: 'Τα λέμε εκεί!',
    bought: 'Τα εισιτήριά σας',
    order: (id) => `Αριθμός παραγγελίας: ${id}`,
    total: (amount) => `Σύνολο: ${amount}`,
    emailSent: (email) => `Θα λάβετε email επιβεβαίωσης στη διεύθυνση ${email}.`,
    emailSentNoAddress: 'Θα λάβετε email επιβεβαίωσης.',
    failedTitle: 'Η πληρωμή απέτυχε',
    failed:
      'Η πληρωμή σας δεν ολοκληρώθηκε και δεν έγινε καμία χρέωση. Τα εισιτήριά σας παραμένουν στο καλάθι.',
    canceledTitle: 'Η πληρωμή ακυρώθηκε',
    canceled: 'Η πληρωμή ακυρώθηκε. Τα εισιτήριά σας παραμένουν στο καλάθι.',
    expiredTitle: 'Η διαδικασία αγοράς έληξε',
    expired: 'Η διαδικασία αγοράς διήρκεσε πολύ και έληξε. Τα εισιτήριά σας παραμένουν στο καλάθι.',
    processingTitle: 'Η πληρωμή βρίσκεται σε επεξεργασία',
    processing:
      'Η πληρωμή σας επιβεβαιώνεται ακόμη. Δεν χρειάζεται να κάνετε τίποτε άλλο: θα σας στείλουμε email μόλις ολοκληρωθεί.',
    checking: 'Έλεγχος πληρωμής…',
    popupBlocked: 'Το πρόγραμμα περιήγησης απέκλεισε το παράθυρο πληρωμής.',
    continuePayment: 'Συνέχεια στην πληρωμή',
    tryAgain: 'Δοκιμάστε ξανά',
  },
};
