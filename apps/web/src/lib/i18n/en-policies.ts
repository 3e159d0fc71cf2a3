// The store's policy pages (issue 13 item 10): delivery, returns and refunds,
// privacy, terms. Edited here, in one place; the Arabic twins are in ar-policies.ts.
// Named only by the policy pages' route (lib/i18n.ts, "Texts load per route").
// Paragraphs are separated by a blank line ("\n\n").

export const enPolicies = {
  'policies.nav': 'Store policies',
  // Change the date with the texts.
  'policies.updated': 'Last updated 24 November 2026',
  'policies.questions': 'Questions about this policy? Write to {email} or call {phone}, Saturday to Thursday, 9 am to 9 pm.',

  // Delivery
  'page.policy.delivery.title': 'Delivery policy',
  'page.policy.delivery.description': 'Where we deliver in the UAE, what it costs, how long it takes and how to pay on delivery.',
  'policy.delivery.intro':
    '{brand} Computers delivers to homes and offices in all seven emirates: Abu Dhabi, Dubai, Sharjah, Ajman, Umm Al Quwain, Ras Al Khaimah and Fujairah.',
  'policy.delivery.fees.title': 'Delivery charges',
  'policy.delivery.fees.text':
    '{charges} The fee is shown at checkout before you place the order. The first order of a registered customer is delivered free.\n\nAll prices, delivery included, are in AED and include 5% VAT.',
  'policy.delivery.times.title': 'Delivery times',
  'policy.delivery.times.text':
    'Orders confirmed before 2 pm on a working day usually arrive the next working day in Dubai, Sharjah and Ajman, and within 1 to 3 working days elsewhere. Custom-built gaming PCs are assembled and tested before dispatch and take 3 to 5 working days.\n\nWe call you to confirm the order and again on the day of delivery. Delivery is not made on public holidays.',
  'policy.delivery.payment.title': 'Paying on delivery',
  'policy.delivery.payment.text':
    'You pay when the order arrives, by cash or by card to the courier, as you chose at checkout. Nothing is charged online. Please have the exact amount ready for cash payments: couriers carry little change.',
  'policy.delivery.handover.title': 'Receiving your order',
  'policy.delivery.handover.text':
    'Check the box in front of the courier. If the packaging is damaged or something is missing, refuse the delivery or note it on the delivery slip and call us the same day. The tax invoice is e-mailed to you when the order is confirmed.\n\nIf nobody is available, the courier tries again the next working day. After two failed attempts the order is cancelled and the stock released.',
  'policy.delivery.tracking.title': 'Tracking an order',
  'policy.delivery.tracking.text':
    'Every order e-mail holds a link to its tracking page. You can also enter the order number and the e-mail or phone used at checkout on the Track your order page, or open the order from your account.',

  // Returns and refunds
  'page.policy.returns.title': 'Returns and refunds',
  'page.policy.returns.description': 'How to return a product, when we replace or refund it, and how warranties work at {brand} Computers.',
  'policy.returns.intro':
    'Your rights under the UAE Consumer Protection Law (Federal Law No. 15 of 2020) and its executive regulations always apply. This policy explains how we apply them, and what we offer on top.',
  'policy.returns.change.title': 'Changed your mind',
  'policy.returns.change.text':
    'You can return a product within 14 days of delivery if it is unused, complete and in its original sealed packaging. We collect it free of charge in Dubai, Sharjah and Ajman; elsewhere a collection fee equal to the delivery charge is deducted from the refund.',
  'policy.returns.faulty.title': 'Faulty or not as described',
  'policy.returns.faulty.text':
    'If a product is faulty, damaged on arrival, or not what was described, tell us within 7 days of delivery: we collect it free of charge and, as you prefer, replace it or refund it in full, delivery included.\n\nAfter 7 days a fault is handled under the warranty.',
  'policy.returns.excluded.title': 'What cannot be returned for a change of mind',
  'policy.returns.excluded.text':
    'Software licences and digital codes once the key has been revealed or e-mailed to you, unless the key does not work. Custom-built PCs made to your specification. Opened headsets, earbuds and other in-ear products, for hygiene reasons. These are still covered if they are faulty.',
  'policy.returns.warranty.title': 'Warranty',
  'policy.returns.warranty.text':
    'Every product carries its manufacturer’s warranty, usually one to three years and stated on the product page or the box. We handle warranty claims for you: call us, and we arrange collection and repair or replacement with the manufacturer’s service centre in the UAE. Custom-built PCs carry our own one-year warranty on parts and assembly.',
  'policy.returns.refunds.title': 'Refunds',
  'policy.returns.refunds.text':
    'Refunds are made within 14 days of the product reaching us. Card payments are refunded to the same card; cash payments by bank transfer to an account in your name. When an invoiced order is refunded, we issue a tax credit note.',
  'policy.returns.how.title': 'How to return',
  'policy.returns.how.text':
    'Call or e-mail us with your order number. We confirm what happens next and book the collection. Please keep the invoice, all accessories and the original packaging.',

  // Privacy
  'page.policy.privacy.title': 'Privacy policy',
  'page.policy.privacy.description': 'What personal data {brand} Computers keeps, why, for how long, and your rights under the UAE data protection law.',
  'policy.privacy.intro':
    '{brand} Computers keeps only the personal data it needs to sell and deliver to you, and handles it under the UAE Personal Data Protection Law (Federal Decree-Law No. 45 of 2021).',
  'policy.privacy.collect.title': 'What we keep',
  'policy.privacy.collect.text':
    'Your account: name, e-mail, phone number and your password, stored only as a secure hash we cannot read. Your orders: the products, amounts, delivery address, payment method and status history. Guest orders hold the name, e-mail and phone given at checkout.\n\nFor security we keep when you signed in and from which network address an order was placed.',
  'policy.privacy.use.title': 'Why we use it',
  'policy.privacy.use.text':
    'To deliver your orders and contact you about them, to issue tax invoices, to keep your account secure, and to answer your questions. We do not send marketing, sell your data or share it with advertisers.',
  'policy.privacy.share.title': 'Who sees it',
  'policy.privacy.share.text':
    'Our staff, and the courier delivering your order, who receives your name, phone and delivery address. Service providers that host our systems and send our e-mails process data only on our instructions. We disclose data to authorities only when the law requires it.',
  'policy.privacy.cookies.title': 'Cookies',
  'policy.privacy.cookies.text':
    'We use cookies only to run the store: one keeps you signed in, one remembers that this browser has signed in to your account before (so someone guessing your password cannot lock you out), one remembers your language, and one shows your order confirmation for 30 minutes. Your browser’s storage keeps a guest cart. We use no advertising or tracking cookies.',
  'policy.privacy.keep.title': 'How long we keep it',
  'policy.privacy.keep.text':
    'Sign-ins last 7 days from your last visit; password reset links 30 minutes. Your account stays until you delete it. Orders and tax invoices are kept for at least five years, as UAE tax law requires.',
  'policy.privacy.rights.title': 'Your rights',
  'policy.privacy.rights.text':
    'You can download everything we hold about you and delete your account at any time from your account page, and correct your details there. When you delete your account, your sign-ins and cart are removed; orders stay for the tax record without your e-mail and phone, and only invoiced orders keep your name and delivery address.\n\nFor any other request, or to object to how we use your data, write to {email}. If you are not satisfied with our answer, you may complain to the UAE Data Office.',

  // Terms
  'page.policy.terms.title': 'Terms and conditions',
  'page.policy.terms.description': 'The terms on which {brand} Computers sells and delivers to you in the UAE.',
  'policy.terms.intro':
    'These terms apply to every order placed with {brand} Computers. By placing an order you accept them, together with our delivery, returns and privacy policies.',
  'policy.terms.orders.title': 'Orders',
  'policy.terms.orders.text':
    'An order is a request to buy. The contract is made when we confirm the order by e-mail or phone. We may decline an order, for example when a product is out of stock or a price was shown in error; you are told at once and pay nothing.',
  'policy.terms.prices.title': 'Prices and payment',
  'policy.terms.prices.text':
    'Prices are in UAE dirhams (AED) and include 5% VAT. The total you confirm at checkout is the total you pay, delivery included. Payment is made on delivery, by cash or card. A tax invoice is issued for every confirmed order.',
  'policy.terms.cancel.title': 'Cancelling',
  'policy.terms.cancel.text':
    'You can cancel an order free of charge while it is pending or confirmed, from your account or from the tracking page. Once it is being prepared, call us and we will do our best.',
  'policy.terms.licences.title': 'Software licences',
  'policy.terms.licences.text':
    'Software licences are sold for the use the publisher’s licence terms allow, which you accept on activation. A key is for one activation unless the product says otherwise.',
  'policy.terms.warranty.title': 'Warranty and liability',
  'policy.terms.warranty.text':
    'Products carry their manufacturer’s warranty, and your rights under the UAE Consumer Protection Law are not limited by these terms. We are not liable for data lost from a device: please back up before sending a device for repair.',
  'policy.terms.account.title': 'Your account',
  'policy.terms.account.text':
    'Keep your password to yourself; you are responsible for orders placed from your account. You may delete your account at any time from your account page.',
  'policy.terms.law.title': 'Governing law',
  'policy.terms.law.text':
    'These terms are governed by the federal laws of the United Arab Emirates and, where applicable, the laws of the Emirate of Dubai. Disputes go to the competent courts of Dubai.',
} as const satisfies Record<string, string>;
