window.MotorQuoteConfig = { autoMount: false };
