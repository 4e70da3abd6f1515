const a={activityYears:2,accessLogYears:1,trashDays:30},t=s=>s===1?"1 año":`${s} años`;export{a as R,t as y};
