// Two brands side by side: everything that differs is configuration.
window.MotorQuote.mount('#juniper', {
  brand: { name: 'Juniper Car Insurance', phone: '0330 123 4567', email: 'help@juniper-insurance.example' },
});
window.MotorQuote.mount('#northgate', {
  routing: 'memory',
  brand: {
    name: 'Northgate Motor',
    logoUrl: '/northgate-logo.svg',
    phone: '0800 049 1234',
    email: 'service@northgate-motor.example',
    faqUrl: 'https://www.northgate-motor.example/help',
    theme: {
      '--mq-color-primary': '#1d4f91',
      '--mq-color-primary-hover': '#163d70',
      '--mq-color-primary-soft': '#eaf1fa',
      '--mq-color-accent': '#1d4f91',
      '--mq-color-accent-hover': '#163d70',
      '--mq-color-surface': '#f5f7fa',
      '--mq-font-family': 'Georgia, "Times New Roman", serif',
      '--mq-radius-md': '2px',
      '--mq-radius-lg': '4px',
    },
    openingHours: [
      { days: 'Mon-Fri', hours: '9am-5pm' },
      { days: 'Sat', hours: '10am-2pm' },
      { days: 'Sun', hours: 'Closed' },
    ],
  },
  labels: { 'form.title': 'Your Northgate car insurance quote', 'sidebar.title': 'Talk to Northgate' },
});
