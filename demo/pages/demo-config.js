// The brand's own settings; a real site sets window.MotorQuoteConfig the same way.
window.MotorQuoteConfig = {
  brand: { name: 'Juniper Car Insurance', phone: '0330 123 4567', email: 'help@juniper-insurance.example' },
  onEvent: function (name, detail) { console.info('[host analytics]', name, detail); },
};
