const E="(max-width: 899px) 100vw, 50vw",s="(max-width: 599px) 100vw, (max-width: 1199px) 50vw, 400px",w="/hero/slide-1.webp",t="100vw";export{s as C,w as F,E as G,t as H};
