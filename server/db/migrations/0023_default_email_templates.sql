-- Companies made before email templates existed get the defaults a new company starts with (server/db/email-template-defaults.ts as of this migration).
INSERT INTO "email_templates" ("company_id", "name", "kind", "subject", "body", "is_default")
SELECT "companies"."id", defaults.name, defaults.kind, defaults.subject, defaults.body, true
FROM "companies" CROSS JOIN (VALUES
  ('Application received', 'confirmation'::email_template_kind, 'We received your application for {{ job.title }}', 'Hi {{ candidate.first_name }},

Thank you for applying for the {{ job.title }} role at {{ company.name }}. Your application is with us, and a person on our team will read it.

We aim to let you know where things stand within two weeks, whatever the outcome. If anything changes on your side in the meantime, just reply to this email.

Best wishes,\
The {{ company.name }} hiring team

_If you did not apply, you can ignore this email._'),
  ('Rejection', 'rejection'::email_template_kind, 'Your application for {{ job.title }}', 'Hi {{ candidate.first_name }},

Thank you for your interest in the {{ job.title }} role and for the time you put into applying.

We have decided not to move forward with your application this time. We know that is disappointing to hear, and we are grateful you considered {{ company.name }}.

If you see another role with us that fits, we would be glad to hear from you again.

Kind regards,\
{{ sender.name }}\
{{ company.name }}'),
  ('Interview invitation', 'interview'::email_template_kind, 'Your interview for {{ job.title }} at {{ company.name }}', 'Hi {{ candidate.first_name }},

We enjoyed reading your application for {{ job.title }} and would like to talk with you.

- **When:** {{ interview.when }}
- **Where:** {{ interview.location }}

The calendar invitation is attached. If the time does not suit you, reply to this email and we will find another.

Looking forward to meeting you,\
{{ sender.name }}'),
  ('Scheduling link', 'scheduling'::email_template_kind, 'Choose a time to talk about {{ job.title }}', 'Hi {{ candidate.first_name }},

Thank you for your application for {{ job.title }}. We would like to meet you: please choose a time that suits you here:

[Choose a time]({{ scheduling.link }})

If none of the times work, reply to this email and we will sort something out.

Best wishes,\
{{ sender.name }}'),
  ('Offer', 'offer'::email_template_kind, 'Your offer from {{ company.name }}', 'Hi {{ candidate.first_name }},

We are delighted to offer you the {{ job.title }} role at {{ company.name }}.

- **Salary:** {{ offer.salary }}
- **Start date:** {{ offer.start_date }}

You can read the full offer and accept it here: [your offer]({{ offer.link }}). It stays open until {{ offer.expires_at }}.

If you have any questions, reply to this email or ask {{ manager.name }}; we are happy to talk it through.

Warm regards,\
{{ sender.name }}'),
  ('General', 'general'::email_template_kind, 'About your application for {{ job.title }}', 'Hi {{ candidate.first_name }},

I am writing about your application for {{ job.title }}.

Best wishes,\
{{ sender.name }}\
{{ company.name }}')
) AS defaults(name, kind, subject, body)
ON CONFLICT DO NOTHING;
